// Breadth-first search on a CSR graph, frontier by frontier (as Rodinia's
// and SHOC's BFS, with a queue for the frontier): each thread takes one
// vertex of the current frontier and claims its unvisited neighbours with
// atomicCAS on their level; a neighbour it claims goes onto the next
// frontier at a slot taken with atomicAdd.  The host launches once per
// level until a frontier comes out empty.
#include <hip/hip_runtime.h>

extern "C" __global__ void bfs_expand(const int *__restrict__ row_start,
                                      const int *__restrict__ adj, int *level,
                                      const int *__restrict__ frontier, int frontier_size,
                                      int *__restrict__ next, int *__restrict__ next_size,
                                      int depth) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= frontier_size)
    return;
  int u = frontier[t];
  for (int e = row_start[u]; e < row_start[u + 1]; e++) {
    int v = adj[e];
    if (level[v] == -1 && atomicCAS(&level[v], -1, depth + 1) == -1)
      next[atomicAdd(next_size, 1)] = v;
  }
}
