import { errorEntries } from './endpoint';

/**
 * The errors of the tools that keep an account's data (to-do lists, notes, habits), shared by
 * their three groups (decision 026). A 409 carries `current`: the item as the server holds it,
 * so that the client merges or keeps both without another call.
 */
export const syncedErrors = errorEntries({
  /** The write was based on an older version of the item: another device changed it since. */
  versionConflict: {
    status: 409,
    code: 'VERSION_CONFLICT',
    message: 'Cet élément a été modifié entre-temps sur un autre appareil.',
  },
  /** No such item in this account (deleted meanwhile, or another account's). */
  itemNotFound: { status: 404, code: 'ITEM_NOT_FOUND', message: "Cet élément n'existe plus." },
});
