import { loadConfig } from '../config';
import { backup, restore } from './backup';

/** `pnpm db:backup [folder]` and `pnpm db:restore <backup folder>`, configured by the same environment as the server. */
async function main() {
  const [command, target] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const { dir, manifest } = await backup(config, target ?? 'backups');
    console.info(
      `Backup written to ${dir} (${manifest.database} database, ${manifest.media.length} media objects)`,
    );
  } else if (command === 'restore' && target) {
    const manifest = await restore(config, target);
    console.info(
      `Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.media.length} media objects`,
    );
  } else {
    console.error('usage: pnpm db:backup [folder] | pnpm db:restore <backup folder>');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(`Failed: ${(error as Error).message}`);
  process.exit(1);
});
