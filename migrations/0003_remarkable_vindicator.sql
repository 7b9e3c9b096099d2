CREATE TABLE `finished_leagues` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`variant` text NOT NULL,
	`format` text NOT NULL,
	`standings` text NOT NULL,
	`view` text NOT NULL,
	`finished_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `finished_leagues_finished` ON `finished_leagues` (`finished_at`,`id`);