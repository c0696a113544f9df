// `npm run restore -- <file>`: restores a backup (from either engine) into an empty database (DATABASE_URL, else
// PGlite in DATA_DIR) and DATA_DIR's uploads; a target that holds any data is refused unchanged (decision 027).
import { runBackupCommand } from '#server/backup/command-line.ts';
import { restoreBackup } from '#server/backup/restore.ts';

await runBackupCommand({
  command: 'restore',
  action: async ({ database, dataDir }, file) => {
    const manifest = await restoreBackup({ database, dataDir, file });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    return [
      `Restored ${file} (taken ${manifest.createdAt} on ${manifest.engine}): ${rows} rows, ${manifest.uploads.length} uploads. The next start applies any newer migrations.`,
    ];
  },
});
