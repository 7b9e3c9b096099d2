ALTER TABLE `finished_games` ADD `record` text;--> statement-breakpoint
ALTER TABLE `finished_games` ADD `verification` text;