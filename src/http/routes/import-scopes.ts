/** The scopes of which an Import API read needs one: containers, summaries, operations. */
export const IMPORT_READ_SCOPES = ['view_import_containers', 'manage_import_containers'];
/** The scope an Import API write needs: containers and import requests. */
export const IMPORT_WRITE_SCOPES = ['manage_import_containers'];
