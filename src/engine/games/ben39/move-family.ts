/**
 * Ben39's kinds of move whose texts never look alike (moves.ts writes them): a drop's text
 * has "@", a square's move starts with "#", and a piece's move (a step, a teleport, a
 * rotation) has neither. Checking a played text needs only its own family's moves.
 */
export type MoveFamily = "drop" | "square" | "piece";

export function familyOfText(text: string): MoveFamily {
  return text.includes("@") ? "drop" : text.startsWith("#") ? "square" : "piece";
}
