CREATE TABLE `archive_counts` (
	`variant` text NOT NULL,
	`result` text NOT NULL,
	`games` integer DEFAULT 0 NOT NULL,
	`counted` integer DEFAULT 0 NOT NULL,
	`moves` integer DEFAULT 0 NOT NULL,
	`plies` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`variant`, `result`)
);
--> statement-breakpoint
DROP INDEX `finished_games_summary`;--> statement-breakpoint
-- The figures of the games archived before the counters came; from here on every
-- archived game moves its row on in the same batch as its insert (src/worker/archive.ts).
INSERT INTO `archive_counts` (`variant`, `result`, `games`, `counted`, `moves`, `plies`)
SELECT `variant`, `result`, count(*), count(`move_count`), coalesce(sum(`move_count`), 0), coalesce(sum(`plies`), 0)
FROM `finished_games` GROUP BY `variant`, `result`;