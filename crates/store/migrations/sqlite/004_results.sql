-- The results of the rated games on each rating, for the leaderboard's won, drawn, lost
-- and survived columns: counted as the ratings move. Records of before are counted from
-- their games when this migration is applied (queries::count_earlier_results).
ALTER TABLE ratings ADD COLUMN wins      INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN draws     INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN losses    INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN survivals INTEGER NOT NULL DEFAULT 0;
