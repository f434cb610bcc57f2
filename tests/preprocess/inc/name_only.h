G
