import { PGlite } from '@electric-sql/pglite';
const counts = new Map();
for (const m of ['query','exec','execProtocol','execProtocolRaw','transaction']) { const o=PGlite.prototype[m]; if(!o) continue; PGlite.prototype[m]=function(...a){ const k=m+' '+(typeof a[0]==='string'?a[0].slice(0,90).replace(/\s+/g,' '):''); counts.set(k,(counts.get(k)||0)+1); return o.apply(this,a); }; }
process.on('SIGUSR2',()=>{ console.error([...counts].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>v+'  '+k).join('\n')); counts.clear(); });
