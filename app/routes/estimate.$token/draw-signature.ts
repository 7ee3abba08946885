/**
 * The drawn signature (JavaScript only): fetched once the estimate page runs, so the page's own
 * JavaScript stays within the public pages' budget (scripts/bundle-budget.js). Plain DOM code, so
 * this file shares nothing with the pages' chunks. A finger or a mouse draws on `pad`; the
 * drawing is kept as an SVG path in the form's hidden field `drawing`.
 */
export function drawSignature(pad: HTMLElement | null, label: string, clearLabel: string) {
  if (!pad || pad.firstChild) return;
  const heading = Object.assign(document.createElement("p"), { textContent: label, className: "font-semibold" });
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  const path = document.createElementNS(svg.namespaceURI, "path");
  const field = Object.assign(document.createElement("input"), { type: "hidden", name: "drawing" });
  const clear = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: clearLabel,
    className: "min-h-11 font-semibold text-primary-800 underline",
  });
  svg.setAttribute("viewBox", "0 0 300 100");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("class", "h-32 w-full touch-none rounded-md border-2 border-dashed border-stone-400 bg-white");
  Object.entries({ fill: "none", stroke: "#000", "stroke-width": "2.5", "stroke-linecap": "round" }).forEach(
    ([name, value]) => path.setAttribute(name, value),
  );
  svg.append(path);
  pad.append(heading, svg, field, clear);

  let drawing = false;
  const show = (d: string) => {
    field.value = d;
    path.setAttribute("d", d);
  };
  const point = (event: PointerEvent) => {
    const box = svg.getBoundingClientRect();
    return `${Math.round(((event.clientX - box.left) / box.width) * 300)} ${Math.round(((event.clientY - box.top) / box.height) * 100)}`;
  };
  svg.addEventListener("pointerdown", (event) => {
    drawing = true;
    show(`${field.value} M ${point(event)}`.trim());
  });
  svg.addEventListener("pointermove", (event) => drawing && show(`${field.value} L ${point(event)}`));
  svg.addEventListener("pointerup", () => (drawing = false));
  clear.addEventListener("click", () => show(""));
}
