// Bundles entry.js into one minified ES module with esbuild, headed by the
// licence of every package it contains (all MIT: the licence asks that its
// notice go with every copy). Same lockfile, same bytes: nothing in the
// output depends on the time, the machine or the paths.
//
//	node build.mjs OUT.js
import * as esbuild from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2];
if (!out) {
	console.error("usage: node build.mjs OUT.js");
	process.exit(2);
}

const result = await esbuild.build({
	absWorkingDir: here,
	entryPoints: ["entry.js"],
	bundle: true,
	format: "esm",
	target: "es2020",
	minify: true,
	legalComments: "none", // the packages' licences are written once, in full, below
	charset: "ascii",
	metafile: true,
	write: false,
	logLevel: "warning",
});

// The packages the bundle holds, from the files esbuild read.
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
	const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
	if (!m) continue;
	const dir = join(here, "node_modules", m[1]);
	const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
	let licence;
	for (const name of ["LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE"]) {
		try {
			licence = readFileSync(join(dir, name), "utf8").trim();
			break;
		} catch {}
	}
	if (!licence) throw new Error(`${m[1]}: no LICENSE file to carry into the bundle`);
	if (meta.license !== "MIT") throw new Error(`${m[1]}: licence ${meta.license}, not MIT: check what it asks before bundling it`);
	packages.set(m[1], { version: meta.version, licence });
}

// One comment: the packages and versions, then each distinct licence text
// with the packages it covers.
const names = [...packages.keys()].sort();
const byText = new Map();
for (const name of names) {
	const { version, licence } = packages.get(name);
	if (!byText.has(licence)) byText.set(licence, []);
	byText.get(licence).push(`${name} ${version}`);
}
const esbuildVersion = esbuild.version;
let head = "/*!\n * CodeMirror 6 for Payola GM: one ES module built by scripts/vendor-codemirror\n";
head += ` * (esbuild ${esbuildVersion}, minified) from these npm packages, all under the MIT licence:\n`;
for (const [text, pkgs] of byText) {
	head += " *\n * " + pkgs.join(", ") + ":\n *\n";
	head += text.replaceAll("*/", "* /").split("\n").map((l) => (l ? " * " + l : " *")).join("\n") + "\n";
}
head += " */\n";

const code = result.outputFiles[0].text;
writeFileSync(out, head + code);
const bytes = Buffer.byteLength(head + code);
const gz = gzipSync(head + code, { level: 9 }).length;
console.log(`${out}: ${names.length} packages, ${bytes} bytes, ${gz} bytes gzipped`);
