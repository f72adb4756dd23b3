/**
 * Known XSS payloads for the hostile-content test. Each one, if it ever ran, would call
 * `window.__xss(n)` (or open a dialog with alert/confirm/prompt) with its own number, so a
 * failure names the payload that got through. Sources: the OWASP filter-evasion cheat sheet,
 * PortSwigger's XSS cheat sheet and DOMPurify's mutation-XSS reports.
 */
type Payload = (n: number) => string;

const call = (n: number) => `window.__xss(${n})`;

const PAYLOADS: Payload[] = [
  // Script elements
  (n) => `<script>${call(n)}</script>`,
  (n) => `<SCRIPT SRC="data:text/javascript,${call(n)}"></SCRIPT>`,
  (n) => `<script type="module">${call(n)}</script>`,
  (n) => `<scr<script>ipt>${call(n)}</scr</script>ipt>`,
  (n) => `"><script>alert(${n})</script>`,
  (n) => `</p><script>/*</p>*/${call(n)}</script>`,
  // Event handlers on ordinary elements
  (n) => `<img src=x onerror=${call(n)}>`,
  (n) => `<img src="x" onerror="alert(${n})" alt="plan">`,
  (n) => `<IMG SRC=/ onerror="${call(n)}"></img>`,
  (n) => `<img src=x:alert(alt) onerror=eval(src) alt=${n}>`,
  (n) => `<svg onload=${call(n)}>`,
  (n) => `<svg/onload=${call(n)}//`,
  (n) => `<body onload=${call(n)}>`,
  (n) => `<details open ontoggle=${call(n)}>`,
  (n) => `<video><source onerror="${call(n)}"></video>`,
  (n) => `<video src=x onerror=${call(n)}></video>`,
  (n) => `<audio src=x onerror=${call(n)}>`,
  (n) => `<input autofocus onfocus=${call(n)}>`,
  (n) => `<select autofocus onfocus=${call(n)}></select>`,
  (n) => `<textarea autofocus onfocus=${call(n)}></textarea>`,
  (n) => `<div tabindex=1 autofocus onfocus=${call(n)} style="width:50px;height:50px">focus</div>`,
  (n) => `<marquee onstart=${call(n)}>news</marquee>`,
  (n) => `<p onmouseover=${call(n)} style="position:fixed;inset:0">cover</p>`,
  (n) => `<object data=x onerror=${call(n)}></object>`,
  (n) => `<style onload=${call(n)}></style>`,
  (n) => `<div style="animation-name:spin" onanimationstart=${call(n)}>x</div>`,
  // javascript: and data: URLs
  (n) => `<a href="javascript:${call(n)}">link ${n}</a>`,
  (n) => `<a href="JaVaScRiPt:${call(n)}">mixed case ${n}</a>`,
  (n) => `<a href="&#106;avascript:${call(n)}">entity ${n}</a>`,
  (n) => `<a href="java&#x09;script:${call(n)}">tab ${n}</a>`,
  (n) => `<a href=" javascript:${call(n)}">space ${n}</a>`,
  (n) => `<a href="data:text/html,<script>parent.${call(n)}</script>">data ${n}</a>`,
  (n) => `<iframe src="javascript:parent.${call(n)}"></iframe>`,
  (n) => `<iframe srcdoc="<script>parent.${call(n)}</script>"></iframe>`,
  (n) => `<iframe src="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMSk8L3NjcmlwdD4=" data-n="${n}"></iframe>`,
  (n) => `<form action="javascript:${call(n)}"><button>send ${n}</button></form>`,
  (n) => `<form><button formaction="javascript:${call(n)}">go ${n}</button></form>`,
  (n) => `<object data="javascript:${call(n)}"></object>`,
  (n) => `<embed src="javascript:${call(n)}">`,
  (n) => `<object data="data:text/html,<script>parent.${call(n)}</script>"></object>`,
  (n) => `<img src="javascript:${call(n)}">`,
  // SVG and MathML tricks
  (n) => `<svg><script>${call(n)}</script></svg>`,
  (n) => `<svg><a xlink:href="javascript:${call(n)}"><text x="20" y="20">svg link ${n}</text></a></svg>`,
  (n) => `<svg><animate onbegin=${call(n)} attributeName=x dur=1s>`,
  (n) => `<svg><set attributeName=onload to=${call(n)} /></svg>`,
  (n) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='parent.${call(n)}'/></svg>#x"/></svg>`,
  (n) => `<svg><foreignObject><img src=x onerror=${call(n)}></foreignObject></svg>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${call(n)}>`,
  (n) => `<math href="javascript:${call(n)}">math ${n}</math>`,
  (n) => `<math><maction actiontype="statusline" xlink:href="javascript:${call(n)}">click ${n}</maction></math>`,
  // Mutation XSS
  (n) => `<noscript><p title="</noscript><img src=x onerror=${call(n)}>">`,
  (n) => `<svg><style><img src=x onerror=${call(n)}>`,
  (n) => `<svg></p><style><a id="</style><img src=1 onerror=${call(n)}>">`,
  (n) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${call(n)} src=1>">`,
  (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${call(n)}>`,
  (n) => `<listing>&lt;img src=x onerror=${call(n)}&gt;</listing>`,
  (n) => `<xmp><img src=x onerror=${call(n)}></xmp>`,
  (n) => `<!--<img src="--><img src=x onerror=${call(n)}//">`,
  (n) => `<title><img src=x onerror=${call(n)}></title>`,
  // Templates, base, meta refresh, links and other document-level tricks
  (n) => `<template><img src=x onerror=${call(n)}></template>`,
  (n) => `<template shadowrootmode="open"><img src=x onerror=${call(n)}></template>`,
  (n) => `<base href="javascript:${call(n)}//"><a href="/x">base ${n}</a>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${call(n)}">`,
  (n) => `<link rel="import" href="data:text/html,<script>${call(n)}</script>">`,
  (n) => `<isindex type=image src=1 onerror=${call(n)}>`,
  (n) => `<img src=x id="__xss" name="__xss" onerror=${call(n)}>`,
  (n) => `<a id="x" href="#" style="behavior:url(#default#time2)" onbegin=${call(n)}>ie ${n}</a>`,
  (n) => `<img """><script>${call(n)}</script>">`,
  (n) => `<<SCRIPT>${call(n)}//<</SCRIPT>`,
  (n) => `<img src=\`x\` onerror=\`${call(n)}\`>`,
  (n) => `<a href="#" onclick="${call(n)}">clickable ${n}</a>`,
  (n) => `<p id="click-${n}" onclick="${call(n)}">Clickable paragraph ${n}</p>`,
];

export interface XssPayload {
  n: number;
  html: string;
}

/** Every payload with its number (1-based). */
export const XSS_PAYLOADS: XssPayload[] = PAYLOADS.map((make, i) => ({ n: i + 1, html: make(i + 1) }));

/** Splits the payloads into groups, so a raw-text payload that swallows what follows it hides few others. */
export function payloadGroups(size: number): XssPayload[][] {
  const groups: XssPayload[][] = [];
  for (let i = 0; i < XSS_PAYLOADS.length; i += size) groups.push(XSS_PAYLOADS.slice(i, i + size));
  return groups;
}

/** An HTML body: visible safe paragraphs around the payloads. */
export function hostileBody(payloads: XssPayload[], intro: string, outro: string): string {
  return [`<p>${intro}</p>`, ...payloads.map((p) => `<div>${p.html}</div>`), `<p>${outro}</p>`].join('\n');
}
