/**
 * One list of migrations for both databases. The only dialect difference is how an auto-increment
 * key is declared, so each migration gets a helper for it.
 */
import { sql, type Kysely, type Migration, type MigrationProvider, type CreateTableBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

type Table = CreateTableBuilder<string, never>;

function withId(dialect: DialectName, table: Table): Table {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function initial(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('users'))
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_lower', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_lower', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('plan_tier', 'integer')
        .addColumn('active_until', 'text')
        .addColumn('renews_at', 'text')
        .addColumn('subscription_id', 'text')
        .addColumn('image', 'text')
        .addColumn('signature', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withId(dialect, db.schema.createTable('kits'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('share_key', 'text', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('competition', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('base_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Own-mode paging walks (user, game, created_at, id) backwards or forwards.
      await db.schema
        .createIndex('kits_user_game_created')
        .on('kits')
        .columns(['user_id', 'game', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('kits_user_created')
        .on('kits')
        .columns(['user_id', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('kit_images')
        .addColumn('file', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(dialect, db.schema.createTable('uploads'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('uploads_user').on('uploads').columns(['user_id', 'id']).execute();

      await withId(dialect, db.schema.createTable('presets'))
        .addColumn('kit_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('presets_game').on('presets').columns(['game', 'id']).execute();

      await db.schema
        .createTable('catalogue')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(dialect, db.schema.createTable('notifications'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('cta', 'text')
        .addColumn('link', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(dialect, db.schema.createTable('fm_teams'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_lower', 'text', (c) => c.notNull())
        .addColumn('fm_id', 'integer', (c) => c.notNull())
        .addColumn('icon_url', 'text')
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('fm_teams_name').on('fm_teams').column('name_lower').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'fm_teams',
        'notifications',
        'catalogue',
        'presets',
        'uploads',
        'kit_images',
        'kits',
        'sessions',
        'users',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}

/**
 * Preview images are counted per user (bytes) and capped while no kit uses them; finding "used by
 * a kit or preset" is a lookup by image URL, so both image columns get an index.
 */
const previewAccounting: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('kit_images')
      .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('kit_images_user')
      .on('kit_images')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.createIndex('kit_images_created').on('kit_images').column('created_at').execute();
    await db.schema.createIndex('kits_image').on('kits').column('image').execute();
    await db.schema.createIndex('presets_image').on('presets').column('image').execute();
  },
};

/**
 * GET /api/saved reads a page of 96 kits of one user, newest first. One user's kits lie scattered
 * over the table (everyone saves in between), so on SQLite each row cost a B-tree descent of its
 * own: 1.1 ms of the page's 1.6 ms (bench/server/profile-saved.ts). A covering index holds the
 * listed columns in the listing's order, so a page is a short contiguous read. PostgreSQL keeps
 * its plain index: an index row there must stay under ~2.7 KB, and a kit's data may be 10 KB.
 */
function coveringKitList(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await db.schema
        .createIndex('kits_user_list')
        .on('kits')
        .columns([
          'user_id',
          'created_at',
          'id',
          'name',
          'game',
          'image',
          'share_key',
          'published',
          'base_id',
          'competition',
          'data',
        ])
        .execute();
      await db.schema.dropIndex('kits_user_created').execute();
    },
  };
}

/** Files stored in the database, so several instances serve the same images (see fileStore.ts). */
function storedFiles(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stored_files')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stored_files_pk', ['kind', 'name'])
        .execute();
    },
  };
}

/** Single-use password reset links (only the token's SHA-256 is stored). */
const passwordResets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists password_resets`.execute(db);
  },
};

/** What users asked to have drawn (the request-logos prompt); the operator lists them by count. */
function logoRequests(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('logo_requests'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_lower', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('logo_requests_name').on('logo_requests').column('name_lower').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists logo_requests`.execute(db);
    },
  };
}

/**
 * Every change to a user's kits bumps that user's kit list version in the same transaction, by
 * trigger, so no writer can forget it (routes, the admin CLI, account deletion). GET /api/saved
 * keeps finished pages keyed by this version (kits/savedListCache.ts): a page cached by one
 * instance is never served after another instance, or `npm run admin`, changed the list.
 * The table has no foreign key: deleting a user cascades to their kits, whose triggers then write
 * here. Ids are never reused (AUTOINCREMENT, serial), so a deleted user's row is inert.
 * On PostgreSQL the triggers fire once per statement, after the kit rows are locked, so a save
 * (kit row, then this row) cannot deadlock with another write of the same user's kits.
 */
function kitListVersions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('kit_list_versions')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      const bump = (who: string) =>
        `insert into kit_list_versions (user_id, version) ${who}
         on conflict (user_id) do update set version = kit_list_versions.version + 1`;
      if (dialect === 'sqlite') {
        await sql
          .raw(
            `create trigger kits_list_version_insert after insert on kits begin
               ${bump('values (new.user_id, 1)')}; end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger kits_list_version_update after update on kits begin
               ${bump('values (old.user_id, 1)')};
               ${bump('select new.user_id, 1 where new.user_id <> old.user_id')}; end`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger kits_list_version_delete after delete on kits begin
               ${bump('values (old.user_id, 1)')}; end`,
          )
          .execute(db);
        return;
      }
      // One function per transition table: a trigger with transition tables serves one event.
      const statementTrigger = async (event: 'insert' | 'update' | 'delete', users: string) => {
        await sql
          .raw(
            `create function kits_list_version_${event}() returns trigger language plpgsql as $$
             begin
               ${bump(`select distinct user_id, 1 from (${users}) changed order by user_id`)};
               return null;
             end $$`,
          )
          .execute(db);
        const tables =
          event === 'insert'
            ? 'new table as new_kits'
            : event === 'delete'
              ? 'old table as old_kits'
              : 'old table as old_kits new table as new_kits';
        await sql
          .raw(
            `create trigger kits_list_version_${event} after ${event} on kits
             referencing ${tables} for each statement execute function kits_list_version_${event}()`,
          )
          .execute(db);
      };
      await statementTrigger('insert', 'select user_id from new_kits');
      await statementTrigger('update', 'select user_id from old_kits union select user_id from new_kits');
      await statementTrigger('delete', 'select user_id from old_kits');
    },
  };
}

/**
 * Stripe's view of each subscription, as of the newest event applied (plus/subscriptions.ts).
 * Events arrive out of order and again: `event_at` and `event_rank` say which state is newest;
 * a subscription whose checkout is not known yet waits here without a user.
 */
const stripeSubscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stripe_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('customer', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('tier', 'integer')
      .addColumn('active_until', 'text')
      .addColumn('renews_at', 'text')
      .addColumn('event_at', 'integer', (c) => c.notNull())
      .addColumn('event_rank', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stripe_subscriptions_user')
      .on('stripe_subscriptions')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists stripe_subscriptions`.execute(db);
  },
};

/**
 * Stored uploads count against the user's storage quota (account/storage.ts), so each row keeps
 * its stored size. Rows from before take theirs from `stored_files` where the files live in the
 * database; uploads kept on disk count 0 until replaced (the 1 MB upload limit bounds them).
 */
const uploadBytes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('uploads')
      .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update uploads set bytes = coalesce((select stored_files.bytes from stored_files
      where stored_files.kind = 'uploads' and stored_files.name = uploads.file), 0)`.execute(db);
  },
};

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      return {
        '0001_initial': initial(dialect),
        '0002_preview_accounting': previewAccounting,
        '0003_covering_kit_list': coveringKitList(dialect),
        '0004_stored_files': storedFiles(dialect),
        '0005_password_resets': passwordResets,
        '0006_logo_requests': logoRequests(dialect),
        '0007_kit_list_versions': kitListVersions(dialect),
        '0008_stripe_subscriptions': stripeSubscriptions,
        '0009_upload_bytes': uploadBytes,
      };
    },
  };
}
