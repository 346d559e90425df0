/** Fills `{{name}}` variables; an unknown variable stays as written (i18next's behaviour). Shared by the server's `t` and the islands'. */
const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

export function interpolate(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(VARIABLE, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}
