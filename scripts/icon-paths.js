// Prints Lucide icons as one SVG path each, for app/content/icons.ts:
//   node scripts/icon-paths.js Phone MapPin
// The site draws its icons from these strings (a few hundred bytes each) instead of
// shipping lucide-react's components to the browser. Lucide is ISC-licensed.
import fs from "node:fs";
import path from "node:path";

const lucideDir = "node_modules/lucide-react/dist/esm";
const index = fs.readFileSync(path.join(lucideDir, "lucide-react.mjs"), "utf8");

function readIconNode(name) {
  // The index names every icon and its aliases (Building2 is building-complex).
  const line = index.split("\n").find((text) => new RegExp(`default as ${name}[,\\s]`).test(text));
  if (!line) throw new Error(`No Lucide icon named ${name}`);
  const source = fs.readFileSync(path.join(lucideDir, line.match(/from '\.\/(.+?)'/)[1]), "utf8");
  const literal = source.match(/const __iconData = (\{[\s\S]*?\n\});/)[1];
  return new Function(`return ${literal}`)().node;
}

const n = (value) => Number(value);

const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)`;

/**
 * A path that starts with a relative "m" starts at absolute coordinates; joined after
 * another element it would be read relative to that one's end, so it is made absolute
 * (with an explicit "l" for the relative pairs that may follow it).
 */
function absoluteStart(d) {
  const match = d.match(new RegExp(`^m\\s*(${NUMBER})[\\s,]*(${NUMBER})(.*)$`, "s"));
  if (!match) return d;
  const [, x, y, rest] = match;
  return `M${x} ${y}${/^[\s,]*[-.\d]/.test(rest) ? `l${rest.replace(/^[\s,]+/, "")}` : rest}`;
}

/** One SVG element of a stroke-only icon as path data: drawn the same, joined into one path. */
function toPathData([tag, attributes]) {
  const a = attributes;
  switch (tag) {
    case "path":
      return absoluteStart(a.d);
    case "circle":
    case "ellipse": {
      const rx = n(a.rx ?? a.r);
      const ry = n(a.ry ?? a.r);
      return `M${n(a.cx) - rx} ${n(a.cy)}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
    }
    case "line":
      return `M${a.x1} ${a.y1}L${a.x2} ${a.y2}`;
    case "polyline":
    case "polygon": {
      // Points come as "x,y x,y" or as "x y x y".
      const numbers = a.points.trim().split(/[\s,]+/);
      const [first, ...rest] = numbers.flatMap((value, i) => (i % 2 ? [] : [`${value} ${numbers[i + 1]}`]));
      return `M${first}L${rest.join(" ")}${tag === "polygon" ? "Z" : ""}`;
    }
    case "rect": {
      const [x, y, w, h] = [n(a.x ?? 0), n(a.y ?? 0), n(a.width), n(a.height)];
      const r = Math.min(n(a.rx ?? a.ry ?? 0), w / 2, h / 2);
      if (!r) return `M${x} ${y}h${w}v${h}h${-w}Z`;
      return (
        `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
        `h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}Z`
      );
    }
    default:
      throw new Error(`Unsupported SVG element <${tag}>`);
  }
}

for (const name of process.argv.slice(2)) {
  const d = readIconNode(name).map(toPathData).join("");
  const key = name.charAt(0).toLowerCase() + name.slice(1);
  console.log(`  ${key}: "${d}",`);
}
