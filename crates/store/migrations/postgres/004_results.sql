-- The results of the rated games on each rating, for the leaderboard's won, drawn, lost
-- and survived columns: counted as the ratings move. Records of before are counted from
-- their games when this migration is applied (queries::count_earlier_results).
ALTER TABLE ratings ADD COLUMN wins      BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN draws     BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN losses    BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN survivals BIGINT NOT NULL DEFAULT 0;
