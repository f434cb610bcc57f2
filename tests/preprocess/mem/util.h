util_from_memory(__FILE__)
