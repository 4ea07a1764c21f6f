import { openDatabase } from '@server/db/client';
import { sql } from 'drizzle-orm';
const t0 = Date.now();
const d = await openDatabase({ dataDir: 'memory://' });
await d.migrate();
console.log(await d.db.execute(sql`select key, value from system_configs`));
console.log(Date.now() - t0);
const c0 = Date.now(); const c = await d.pglite!.clone(); console.log('clone', Date.now()-c0);
await d.close();
