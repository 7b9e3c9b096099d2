/**
 * The pictures count text in "scale" steps, each a seventh of a capital's height (the
 * layout was first written for a 5x7 pixel font): a capital is GLYPH_HEIGHT steps tall
 * and a descender reaches GLYPH_DESCENT steps below the line.
 */
import { CAP_HEIGHT, DESCENT, measureText } from "./typeface.ts";

export const GLYPH_HEIGHT = 7;
export const GLYPH_DESCENT = Math.ceil((GLYPH_HEIGHT * DESCENT) / CAP_HEIGHT);

/** The font size whose capitals are `scale` steps of GLYPH_HEIGHT tall. */
export const fontSize = (scale: number): number => (GLYPH_HEIGHT * scale) / CAP_HEIGHT;

/** Width in pixels of `text` at a scale. */
export const measure = (text: string, scale: number): number => measureText(text, fontSize(scale));
