CREATE TABLE `finished_game_texts` (
	`id` text PRIMARY KEY NOT NULL,
	`annotations` text,
	`record` text,
	`verification` text
);
--> statement-breakpoint
-- The texts of the games archived before they moved out of finished_games (written by hand:
-- drizzle-kit only drops the columns). Only games with any of them get a row.
INSERT INTO `finished_game_texts` (`id`, `annotations`, `record`, `verification`)
SELECT `id`, `annotations`, `record`, `verification` FROM `finished_games`
WHERE `annotations` IS NOT NULL OR `record` IS NOT NULL OR `verification` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `finished_games` DROP COLUMN `annotations`;--> statement-breakpoint
ALTER TABLE `finished_games` DROP COLUMN `record`;--> statement-breakpoint
ALTER TABLE `finished_games` DROP COLUMN `verification`;