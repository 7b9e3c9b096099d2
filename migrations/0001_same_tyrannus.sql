ALTER TABLE `finished_games` ADD `imported` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `finished_games` ADD `white_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `finished_games` ADD `black_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `finished_games_termination_ended` ON `finished_games` (`termination`,`ended_at`,`id`);--> statement-breakpoint
CREATE INDEX `finished_games_white_ended` ON `finished_games` (`white_key`,`ended_at`,`id`);--> statement-breakpoint
CREATE INDEX `finished_games_black_ended` ON `finished_games` (`black_key`,`ended_at`,`id`);--> statement-breakpoint
CREATE INDEX `finished_games_summary` ON `finished_games` (`variant`,`result`,`plies`);