const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#30313d;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 2px 8px #0002}
h1{font-size:1.1rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:600;margin:0 0 1rem}
label{display:block;margin:.75rem 0 .25rem;font-size:.9rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #ccd;border-radius:4px;font-size:1rem}
input[aria-invalid=true]{border-color:#df1b41}.error{color:#df1b41;font-size:.85rem;margin:.25rem 0 0}
.alert{background:#fde8ec;color:#a50e2d;padding:.75rem;border-radius:4px;margin:1rem 0}
button{margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:4px;background:#635bff;color:#fff;font-size:1rem}
.row{display:flex;gap:1rem}.row>div{flex:1}.cancel{display:block;text-align:center;margin-top:1rem}
.test{font-size:.8rem;color:#6a7383}`;

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
