-- A game still being played when its table closed (everyone left) is abandoned: finished
-- when the table closed, with no outcome. Records written before Parlour did this at the
-- close listed such games as being played for ever.
UPDATE games SET finished_at = (SELECT t.closed_at FROM tables t WHERE t.id = games.table_id)
WHERE finished_at IS NULL
  AND table_id IN (SELECT id FROM tables WHERE closed_at IS NOT NULL);
