/*
 * The state of the WordPress stand-in's site: users with application passwords, posts, pages,
 * categories and tags, in the shapes of the REST API handbook (developer.wordpress.org/rest-api/reference).
 */

export interface WpUser {
  id: number; username: string; name: string; first_name: string; last_name: string; email: string; url: string;
  description: string; nickname: string; slug: string; roles: string[]; registered_date: string; applicationPassword: string;
}

export interface WpContent {
  id: number; type: 'post' | 'page'; date: string; modified: string; slug: string; status: string; title: string; content: string;
  password: string; author: number; comment_status: string; ping_status: string; template: string; format: string; sticky: boolean;
  categories: number[]; tags: number[]; parent: number; menu_order: number; featured_media: number;
}

export interface WpTerm { id: number; name: string; slug: string; taxonomy: 'category' | 'post_tag'; count: number }

export class WordpressSite {
  users: WpUser[] = [];
  content: WpContent[] = [];
  terms: WpTerm[] = [];
  private nextId = 1;
  clock = Date.parse('2026-01-05T09:00:00Z');

  constructor(readonly origin: () => string) {}

  id(): number {
    return this.nextId++;
  }

  now(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString().slice(0, 19);
  }

  addUser(fields: Partial<WpUser> & { username: string; applicationPassword?: string }): WpUser {
    const user: WpUser = {
      id: this.id(), name: fields.username, first_name: '', last_name: '', email: `${fields.username}@example.com`, url: '', description: '',
      nickname: fields.username, slug: fields.username.toLowerCase(), roles: ['author'], registered_date: `${this.now()}+00:00`, applicationPassword: '', ...fields,
    };
    this.users.push(user);
    return user;
  }

  addTerm(taxonomy: WpTerm['taxonomy'], name: string): WpTerm {
    const term: WpTerm = { id: this.id(), name, slug: name.toLowerCase().replace(/\W+/g, '-'), taxonomy, count: 0 };
    this.terms.push(term);
    return term;
  }

  addContent(type: WpContent['type'], fields: Partial<WpContent>): WpContent {
    const date = this.now();
    const item: WpContent = {
      id: this.id(), type, date, modified: date, slug: '', status: 'draft', title: '', content: '', password: '', author: 0, comment_status: 'open',
      ping_status: 'open', template: '', format: 'standard', sticky: false, categories: [], tags: [], parent: 0, menu_order: 0, featured_media: 0, ...fields,
    };
    if (!item.slug) item.slug = item.title.toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '') || String(item.id);
    this.content.push(item);
    return item;
  }

  /** A post or page as the API answers it; `edit` adds the raw values an editor sees. */
  contentJson(item: WpContent, context: string): Record<string, unknown> {
    const link = `${this.origin()}/${item.type === 'page' ? '' : '?p='}${item.type === 'page' ? item.slug : item.id}`;
    const rendered = (text: string) => (context === 'edit' ? { raw: text, rendered: text } : { rendered: text });
    const json: Record<string, unknown> = {
      id: item.id, date: item.date, date_gmt: item.date, guid: rendered(`${this.origin()}/?p=${item.id}`), modified: item.modified, modified_gmt: item.modified,
      slug: item.slug, status: item.status, type: item.type, link, title: rendered(item.title),
      content: { ...rendered(item.password ? '' : `<p>${item.content}</p>`), protected: item.password !== '' },
      excerpt: { rendered: '', protected: item.password !== '' }, author: item.author, featured_media: item.featured_media,
      comment_status: item.comment_status, ping_status: item.ping_status, template: item.template, meta: [],
    };
    if (context === 'edit') json.password = item.password;
    if (item.type === 'post') Object.assign(json, { sticky: item.sticky, format: item.format, categories: item.categories, tags: item.tags });
    else Object.assign(json, { parent: item.parent, menu_order: item.menu_order });
    if (context === 'embed') return { id: json.id, date: json.date, slug: json.slug, type: json.type, link, title: json.title, author: json.author };
    return json;
  }

  userJson(user: WpUser, context: string): Record<string, unknown> {
    const json: Record<string, unknown> = {
      id: user.id, name: user.name, url: user.url, description: user.description, link: `${this.origin()}/author/${user.slug}/`, slug: user.slug,
      avatar_urls: { 24: `https://secure.gravatar.com/avatar/${user.id}?s=24` }, meta: [],
    };
    if (context === 'edit') {
      Object.assign(json, {
        username: user.username, first_name: user.first_name, last_name: user.last_name, email: user.email, nickname: user.nickname,
        roles: user.roles, registered_date: user.registered_date,
      });
    }
    return json;
  }
}
