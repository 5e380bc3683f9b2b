/**
 * `npm run backup [-- <destination>]`: copies the SQLite database and stored files of DATA_DIR
 * into DATA_DIR/backups/<timestamp> (or the given folder). PostgreSQL deployments use pg_dump.
 */
import path from 'node:path';
import { backupDataDir } from '../src/server/admin/backup.ts';
import { configFromEnv } from '../src/server/config.ts';

const config = configFromEnv();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL points at PostgreSQL: back it up with pg_dump; this command copies SQLite data.',
  );
  process.exitCode = 2;
} else {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', stamp));
  const summary = await backupDataDir(config.dataDir, destination);
  console.log(
    `Backup in ${summary.destination}: database ${summary.databaseBytes} bytes, ${summary.files} files` +
      (summary.missingFiles ? `, ${summary.missingFiles} referenced files deleted during the copy` : ''),
  );
}
