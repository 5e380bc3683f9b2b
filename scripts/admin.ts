/**
 * Operator CLI: `npm run admin -- <command> …` against the database of DATA_DIR / DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../src/server/config.ts';
import { migrateToLatest, openDatabase } from '../src/server/db/connect.ts';
import {
  AdminError,
  importFmTeams,
  listLogoRequests,
  listNotifications,
  postNotification,
  setAdmin,
  setCompetition,
  setNotificationActive,
  setTier,
} from '../src/server/admin/commands.ts';

const USAGE = `Usage: npm run admin -- <command>
  grant-admin <username|email>
  revoke-admin <username|email>
  set-tier <username|email> <none|0|1|2> [--until YYYY-MM-DD] [--renews YYYY-MM-DD] [--subscription ID]
                                      tiers: 0 Basic, 1 Premium, 2 Ultimate; --until = membership
                                      ends then (auto-renewal off), --renews = next renewal
  import-fm-teams <file.csv>          header: name,fm_id[,icon_url,type_id,slug]
  notify <text> [--image URL] [--cta TEXT] [--link URL]
  notifications                       lists them: id, active or off, date, text
  notification <id> <on|off>          off takes it off the notification bar, on puts it back
  competition <kit id> <on|off>
  logo-requests                       what users asked for in the logo selector, most asked first:
                                      count, name, games, links`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        until: { type: 'string' },
        renews: { type: 'string' },
        subscription: { type: 'string' },
        image: { type: 'string' },
        cta: { type: 'string' },
        link: { type: 'string' },
      },
    });
  } catch (error) {
    // An unknown option or a missing value: say which, and how the commands read.
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  // Help needs no database: answer before opening one.
  if (values.help || positionals.length === 0 || positionals[0] === 'help') {
    console.log(USAGE);
    return values.help || positionals[0] === 'help' ? 0 : 2;
  }
  const [command, first, second] = positionals;
  const config = configFromEnv();
  const database = openDatabase(config.dataDir, config.databaseUrl);
  try {
    await migrateToLatest(database);
    const { db } = database;
    switch (command) {
      case 'grant-admin':
      case 'revoke-admin':
        if (!first) break;
        await setAdmin(db, first, command === 'grant-admin');
        console.log(`${first}: admin ${command === 'grant-admin' ? 'granted' : 'revoked'}`);
        return 0;
      case 'set-tier':
        if (!first || !second) break;
        await setTier(db, first, second, values);
        console.log(`${first}: tier ${second}`);
        return 0;
      case 'import-fm-teams':
        if (!first) break;
        console.log(`Imported ${await importFmTeams(db, readFileSync(first, 'utf8'))} FM teams`);
        return 0;
      case 'notify':
        if (!first) break;
        console.log(`Notification ${await postNotification(db, first, values)} posted`);
        return 0;
      case 'notifications':
        for (const row of await listNotifications(db))
          console.log(`${row.id}\t${row.active ? 'active' : 'off'}\t${row.createdAt}\t${row.text}`);
        return 0;
      case 'notification':
        if (!first || !/^\d+$/.test(first) || (second !== 'on' && second !== 'off')) break;
        await setNotificationActive(db, Number(first), second === 'on');
        console.log(`Notification ${first}: ${second === 'on' ? 'active' : 'off'}`);
        return 0;
      case 'logo-requests':
        for (const row of await listLogoRequests(db))
          console.log([row.count, row.name, row.games.join(','), ...row.links].join('\t'));
        return 0;
      case 'competition':
        if (!first || (second !== 'on' && second !== 'off')) break;
        await setCompetition(db, Number(first), second === 'on');
        console.log(`Kit ${first}: competition entry ${second}`);
        return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof AdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.db.destroy();
  }
}

process.exitCode = await main();
