CREATE TABLE `player_names` (
	`name_key` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`pocket_id` text NOT NULL,
	`claimed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `player_names_pocket_id_unique` ON `player_names` (`pocket_id`);