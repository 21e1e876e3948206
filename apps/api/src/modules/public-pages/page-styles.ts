import { SafeHtml } from './html';

/**
 * Public pages' own styles, inline (one request less, and they do not depend on the SPA's build): the SPA's
 * departure hall — navy surfaces, amber split-flap type in a monospaced face, the seeds' status colours.
 */
export const PAGE_STYLES = new SafeHtml(`
.pp-body{margin:0;background:#070e1c;color:#eef2fa;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}
html{background:#070e1c}body{margin:0}
.pp{min-height:100dvh;background:#070e1c;color:#eef2fa;line-height:1.5;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;-webkit-font-smoothing:antialiased}
.pp *,.pp *::before,.pp *::after{box-sizing:border-box}
.pp a{color:#ffb627}
.pp a:focus-visible{outline:2px solid #ffd27a;outline-offset:2px}
.pp-top{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem;padding:0 1.5rem;border-bottom:1px solid #263a61;background:#0d1830}
.pp-logo{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;font-weight:700;letter-spacing:.2em;text-decoration:none;color:#ffb627!important;font-size:1.05rem}
.pp-top-note{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;color:#a7b5d1;font-size:.75rem;letter-spacing:.15em;text-transform:uppercase}
.pp-main{max-width:48rem;margin:0 auto;padding:2.5rem 1rem 4rem}
.pp-crumbs{font-size:.875rem;color:#a7b5d1;margin:0 0 1rem}
.pp-card{background:#0d1830;border:1px solid #263a61;border-radius:.75rem;padding:1.5rem;margin:0 0 1.25rem;overflow-wrap:anywhere}
.pp-board{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:.5rem;margin:0 0 1.25rem;padding:0;list-style:none}
.pp-cell{background:#050a14;border:1px solid #263a61;border-radius:.375rem;padding:.5rem .625rem;min-width:0}
.pp-cell-label{display:block;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;font-size:.6875rem;letter-spacing:.15em;color:#a7b5d1;text-transform:uppercase}
.pp-cell-value{display:block;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;font-size:1rem;line-height:1.5rem;font-weight:700;color:#ffb627;text-transform:uppercase;letter-spacing:.05em;overflow-wrap:anywhere}
.pp-title{font-size:1.875rem;font-weight:700;line-height:2.25rem;margin:0 0 .25rem;color:#f5f1e6}
.pp-company{margin:0 0 1rem;font-size:1.125rem;line-height:1.75rem}
.pp-verified{color:#34d27b;font-size:.875rem;margin-left:.35rem}
.pp-facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem;margin:0 0 1.25rem}
.pp-facts div{min-width:0}
.pp-facts dt{font-size:.75rem;color:#a7b5d1;text-transform:uppercase;letter-spacing:.1em}
.pp-facts dd{margin:0;font-weight:600}
.pp-skills{display:flex;flex-wrap:wrap;gap:.4rem;padding:0;margin:0 0 1.25rem;list-style:none}
.pp-skills li{background:#13223f;border:1px solid #263a61;border-radius:999px;padding:.15rem .7rem;font-size:.875rem}
.pp-h2{font-size:.875rem;line-height:1.25rem;font-weight:400;text-transform:uppercase;letter-spacing:.12em;color:#a7b5d1;margin:1.25rem 0 .5rem;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace}
.pp-text{white-space:pre-line;margin:0 0 1rem}
.pp-status{display:inline-block;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
.pp-status-live{color:#34d27b}.pp-status-boarding{color:#6aa8ff}.pp-status-expiring{color:#f6d34a}.pp-status-closed{color:#ff7070}
.pp-actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.25rem}
.pp-button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.5rem;background:#ffb627;color:#0a1224!important;font-weight:700;text-decoration:none}
.pp-button:hover{background:#ffc757}
.pp-note{color:#a7b5d1;font-size:.875rem;margin:0}
.pp-table{width:100%;border-collapse:collapse;overflow-wrap:normal;word-break:normal;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace}
.pp-table th{text-align:left;font-size:.6875rem;letter-spacing:.15em;color:#a7b5d1;text-transform:uppercase;padding:.5rem;border-bottom:1px solid #263a61;font-weight:600}
.pp-table td{padding:.6rem .5rem;border-bottom:1px solid #1a2b4d;vertical-align:top;background:#050a14}
.pp-table td.pp-flight{color:#ffb627;font-weight:700;white-space:nowrap}
.pp-table td.pp-nowrap{white-space:nowrap}
.pp-sub{display:none;font-size:.8125rem;color:#a7b5d1;font-weight:400;margin-top:.15rem}
.pp-table td a{color:#f5f1e6;text-decoration:none;font-weight:700}
.pp-table td a:hover{text-decoration:underline}
.pp-video{width:100%;max-height:28rem;border-radius:.5rem;background:#000;margin:0 0 1rem}
.pp-tags{color:#a7b5d1;font-size:.875rem}
.pp-footer{max-width:48rem;margin:0 auto;padding:0 1rem 2rem;color:#a7b5d1;font-size:.8125rem}
@media (max-width:40rem){.pp-top{padding:0 .75rem}.pp-main{padding-top:1.5rem}.pp-title{font-size:1.5rem;line-height:2rem}.pp-board{grid-template-columns:repeat(2,minmax(0,1fr))}.pp-facts{grid-template-columns:1fr}.pp-hide-sm{display:none}.pp-sub{display:block}.pp-table td,.pp-table th{padding:.5rem .35rem}.pp-card{padding:1rem}}
`);
