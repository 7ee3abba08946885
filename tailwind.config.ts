import type { Config } from "tailwindcss";
import defaultTheme from "tailwindcss/defaultTheme";
import plugin from "tailwindcss/plugin";

import { iconMaskImage } from "./app/content/icons";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        // Dark teal green: header, footer, primary buttons.
        primary: {
          50: "#effaf7",
          100: "#d7f2ea",
          200: "#b0e4d6",
          300: "#7ccfbb",
          400: "#46b29c",
          500: "#279682",
          600: "#1a786a",
          700: "#176157",
          800: "#134e47",
          900: "#0f403b",
          950: "#072522",
        },
        // Bright green: calls to action and highlights.
        secondary: {
          50: "#f0fdf4",
          100: "#dcfce7",
          200: "#bbf7d0",
          300: "#86efac",
          400: "#4ade80",
          500: "#22c55e",
          600: "#16a34a",
          700: "#15803d",
          800: "#166534",
          900: "#14532d",
        },
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", ...defaultTheme.fontFamily.sans],
      },
      maxWidth: {
        prose: "70ch",
      },
    },
  },
  // Tailwind's variables for shadows, rings and transforms go only on the elements that use them,
  // not on every element and pseudo-element: less style work on each page load (decision 036).
  experimental: { optimizeUniversalDefaults: true },
  plugins: [
    // The icons lists draw before their items (tailwind.css), as images for a CSS mask.
    plugin(({ addBase }) =>
      addBase({
        ":root": {
          "--icon-check": iconMaskImage("circleCheck"),
          "--icon-pin": iconMaskImage("mapPin"),
          "--icon-arrow": iconMaskImage("arrowRight"),
          "--icon-chevron": iconMaskImage("chevronDown"),
          "--icon-quote": iconMaskImage("quote"),
        },
      }),
    ),
  ],
} satisfies Config;
