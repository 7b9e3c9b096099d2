DROP INDEX `finished_games_summary`;--> statement-breakpoint
ALTER TABLE `finished_games` ADD `move_count` integer;--> statement-breakpoint
ALTER TABLE `finished_games` ADD `game_key` text;--> statement-breakpoint
CREATE INDEX `finished_games_game_key` ON `finished_games` (`game_key`);--> statement-breakpoint
CREATE INDEX `finished_games_summary` ON `finished_games` (`variant`,`result`,`move_count`);--> statement-breakpoint
-- Every game but In The Bin alternates sides, so its numbered moves are its plies halved,
-- rounded up; In The Bin's are filled in by replay when the archive list first shows them.
UPDATE `finished_games` SET `move_count` = (`plies` + 1) / 2 WHERE `variant` <> 'in-the-bin';
