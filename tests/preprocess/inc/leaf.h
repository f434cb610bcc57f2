/* no guard: every #include reads it again */
leaf(__FILE__, __INCLUDE_LEVEL__)
