/* fiber_x86_64.S - switching between a block's GPU threads (fiber.c).
 *
 * A switch saves what the System V x86-64 ABI makes callee-saved: rbx,
 * rbp and r12-r15, and the control bits of MXCSR and the x87 control word
 * (psABI 3.2.1: "the control bits of the MXCSR register and the x87 FPU
 * control word are callee-saved"), then moves to the other stack.  Every
 * other register is the caller's to lose, so this is all a call may keep.
 * No signal mask and no system call: ucontext's swapcontext makes one per
 * switch, which would cost more than the code between two barriers.
 *
 * A saved context, from its stack pointer upwards:
 *   [MXCSR:4][x87 CW:2][pad:2] r15 r14 r13 r12 rbx rbp return-address */

	.text

/* void rt_fiber_switch(void **save, void *to) */
	.globl	rt_fiber_switch
	.hidden	rt_fiber_switch
	.type	rt_fiber_switch, @function
	.p2align 4
rt_fiber_switch:
	.cfi_startproc
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	%r13
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%r15
	.cfi_adjust_cfa_offset 8
	subq	$8, %rsp
	.cfi_adjust_cfa_offset 8
	stmxcsr	(%rsp)
	fnstcw	4(%rsp)
	movq	%rsp, (%rdi)
	movq	%rsi, %rsp
	ldmxcsr	(%rsp)
	fldcw	4(%rsp)
	addq	$8, %rsp
	.cfi_adjust_cfa_offset -8
	popq	%r15
	.cfi_adjust_cfa_offset -8
	popq	%r14
	.cfi_adjust_cfa_offset -8
	popq	%r13
	.cfi_adjust_cfa_offset -8
	popq	%r12
	.cfi_adjust_cfa_offset -8
	popq	%rbx
	.cfi_adjust_cfa_offset -8
	popq	%rbp
	.cfi_adjust_cfa_offset -8
	ret
	.cfi_endproc
	.size	rt_fiber_switch, .-rt_fiber_switch

/* A new fiber's first "return" lands here with its entry function in r14
 * and two arguments in r12 and r13 (fiber.c builds that frame).  The
 * entry never returns.  The undefined return address ends a debugger's
 * backtrace at the fiber's first frame. */
	.globl	rt_fiber_start
	.hidden	rt_fiber_start
	.type	rt_fiber_start, @function
	.p2align 4
rt_fiber_start:
	.cfi_startproc
	.cfi_undefined rip
	movq	%r12, %rdi
	movq	%r13, %rsi
	callq	*%r14
	ud2
	.cfi_endproc
	.size	rt_fiber_start, .-rt_fiber_start

/* void rt_fiber_call(void (*fn)(HipcHostCtx *, void **), HipcHostCtx *ctx,
 *                    void **args): fn(ctx, args) with rbp 0, where a frame
 * pointer chain through fn's frames ends (host_abi.h: the runtime reads a
 * waiting GPU thread's call path from it). */
	.globl	rt_fiber_call
	.hidden	rt_fiber_call
	.type	rt_fiber_call, @function
	.p2align 4
rt_fiber_call:
	.cfi_startproc
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset rbp, 0
	xorl	%ebp, %ebp
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	callq	*%rax
	popq	%rbp
	.cfi_adjust_cfa_offset -8
	.cfi_restore rbp
	ret
	.cfi_endproc
	.size	rt_fiber_call, .-rt_fiber_call

	.section .note.GNU-stack,"",@progbits
