/**
 * A link as a QR code (issue 33: the pocket link for a phone's camera), drawn as one SVG path
 * from uqr's module matrix: computed in the page (the secret never leaves it), no canvas, and
 * sharp at any size. Dark on light whatever the theme, as cameras read best.
 */
import { encode } from "uqr";
import { s } from "../dom.ts";

export function qrCode(text: string, label: string): SVGSVGElement {
  // M: a phone's camera reads a slightly smudged or glaring screen; the link stays short enough
  const { data } = encode(text, { ecc: "M", border: 2 });
  const size = data.length;
  let path = "";
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x} ${y}h1v1h-1z`;
  }));
  return s(
    "svg",
    { class: "pocket-qr", viewBox: `0 0 ${size} ${size}`, role: "img", "aria-label": label, "shape-rendering": "crispEdges", "data-testid": "pocket-qr" },
    s("rect", { width: String(size), height: String(size), fill: "#fff" }),
    s("path", { d: path, fill: "#000" }),
  );
}
