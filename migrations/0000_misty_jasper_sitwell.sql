CREATE TABLE `finished_games` (
	`id` text PRIMARY KEY NOT NULL,
	`variant` text NOT NULL,
	`options` text DEFAULT '' NOT NULL,
	`white` text NOT NULL,
	`black` text NOT NULL,
	`result` text NOT NULL,
	`termination` text NOT NULL,
	`plies` integer NOT NULL,
	`moves` text NOT NULL,
	`created_at` integer NOT NULL,
	`ended_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `finished_games_ended` ON `finished_games` (`ended_at`,`id`);--> statement-breakpoint
CREATE INDEX `finished_games_variant_ended` ON `finished_games` (`variant`,`ended_at`,`id`);--> statement-breakpoint
CREATE INDEX `finished_games_result_ended` ON `finished_games` (`result`,`ended_at`,`id`);