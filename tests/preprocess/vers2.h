int vers2_h_was_included;
