-- Which copy of a table may write its records. Several nodes (docs/scale-out.md): a node
-- that takes a table over counts this up, and every save of a table's copy checks it in the
-- same transaction, so a node that was cut off and comes back cannot write a second
-- history into the same game. One node never counts it up.
ALTER TABLE tables ADD COLUMN keeper BIGINT NOT NULL DEFAULT 0;
