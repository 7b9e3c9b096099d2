/**
 * /viewer.js: defines `<pigeon-viewer>` for any page (docs/viewer.md). Built apart from
 * the app (web/vite.viewer.config.ts), each game's engine in a chunk of its own.
 */
import { PigeonViewer } from "./element.ts";

if (!customElements.get("pigeon-viewer")) customElements.define("pigeon-viewer", PigeonViewer);
