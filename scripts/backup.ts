// `npm run backup -- <file>`: one tar.gz with a consistent snapshot of the database (DATABASE_URL, else PGlite in
// DATA_DIR) and the uploaded images (decision 027). On PGlite the server must be stopped: it holds DATA_DIR.
import { createBackup } from '#server/backup/backup.ts';
import { runBackupCommand } from '#server/backup/command-line.ts';

await runBackupCommand({
  command: 'backup',
  action: async ({ database, dataDir }, file) => {
    const { manifest, missingUploads } = await createBackup({ database, dataDir, file });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    return [
      ...missingUploads.map(
        (name) => `Warning: uploads/${name} is named by the database but was not on disk.`,
      ),
      `Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.length} uploads (${manifest.engine}, migration ${manifest.migration.tag}).`,
    ];
  },
});
