/**
 * The server names fields in its 400 messages ("email: must match format "email"; password: is
 * required"). This splits such a message into errors by field, so a form can show each beside
 * its field; whatever names no known field is returned as `rest`.
 */
export function fieldErrors<F extends string>(message: string, fields: readonly F[]): { byField: Partial<Record<F, string>>; rest: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z_]+)(?:[.[][^:]*)?: (.+)$/.exec(part);
    const field = match?.[1] as F | undefined;
    if (match && field && fields.includes(field)) byField[field] ??= capitalise(match[2]!);
    else rest.push(part);
  }
  return { byField, rest };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
