import { chromium } from "playwright";
import { findChromium } from "./scripts/find-chromium.js";
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
await page.goto(process.argv[2], { waitUntil: "networkidle" });
await page.locator("#testimonials figure").first().screenshot({ path: process.argv[3] });
await browser.close();
