import { chromium } from "playwright-core";
const [,, path, file, width = "390", height = "844"] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const p = await b.newPage({ viewport: { width: +width, height: +height } });
p.on("console", m => m.type()==="error" && console.log("console:", m.text()));
await p.route(/^https?:\/\/(?!127\.0\.0\.1)/, r => r.abort());
await p.goto("http://127.0.0.1:4317" + path); await p.waitForTimeout(1200);
await p.screenshot({ path: file, fullPage: true });
await b.close();
