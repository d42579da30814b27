/**
 * What the feed shows of a post that does not change, held as JSON text in this process, so a feed
 * page reads only the volatile part of its posts from the database (docs/decisions/017-post-view-cache.md).
 *
 * A post's text, topics, images and time never change once written; its author's name and avatar
 * do. Entries are therefore two kinds:
 * - a post's fixed JSON (`PostEntry`), kept until its author's signal, the size bound or `ttlMs`;
 * - an author's JSON, kept until that user's signal, a write of this process to the session tables
 *   (Database.sessionWrites: a rename or a new avatar shows at once in the process that made it),
 *   the size bound or `ttlMs`.
 *
 * Signals are those of the session cache's channel (migration 0016, and 0017 for media): `u:<user id>`
 * on any change of a user's row, and of a media row they own, so an author's signal also drops their
 * posts (an image deleted from under a post). Like the session cache, it serves nothing unless its
 * channel is `listening`, and a read that began before a signal does not store what it read.
 */

/** Bounds of the cache; tests shorten them. */
export const postViewCacheSettings = {
  /** An entry is read from the database again after this long, whatever the signals said. */
  ttlMs: 60_000,
  /** The most posts held (the oldest stored go first); authors are bounded the same. */
  maxEntries: 20_000,
};

/** The JSON of a post around its author and its volatile fields (see post-page-json.ts). */
export interface PostEntry {
  authorId: string;
  /** `{"id":"…","author":` */
  head: string;
  /** `,"text":…,"images":[…],"topics":[…],"likeCount":` */
  body: string;
  /** `,"createdAt":"…"}` */
  tail: string;
  /** The page cursor's time of this post (keyset.ts timeKey). */
  createdKey: string;
  storedAt: number;
}

/** A post's entry as it is built, before the cache stamps it. */
export type PostPieces = Omit<PostEntry, 'storedAt'>;

interface AuthorEntry {
  json: string;
  storedAt: number;
}

export class PostViewCache {
  private readonly posts = new Map<string, PostEntry>();
  private readonly authors = new Map<string, AuthorEntry>();
  private readonly postsByAuthor = new Map<string, Set<string>>();
  private generation = 0;
  private listening = false;

  /** A post's fixed JSON with its author's, or undefined when either is not held (or too old, or not listening). */
  get(postId: string, now: number): { post: PostEntry; author: string } | undefined {
    if (!this.listening) return undefined;
    const post = this.posts.get(postId);
    if (!post) return undefined;
    if (now - post.storedAt > postViewCacheSettings.ttlMs) {
      this.dropPost(postId, post.authorId);
      return undefined;
    }
    const author = this.authors.get(post.authorId);
    if (!author) return undefined;
    if (now - author.storedAt > postViewCacheSettings.ttlMs) {
      this.authors.delete(post.authorId);
      return undefined;
    }
    return { post, author: author.json };
  }

  /** Taken before reading posts from the database; `store` keeps the read only if no signal came since. */
  mark(): number {
    return this.generation;
  }

  store(postId: string, post: PostPieces, authorJson: string, mark: number, now: number): void {
    if (!this.listening || mark !== this.generation) return;
    if (!this.posts.has(postId) && this.posts.size >= postViewCacheSettings.maxEntries) {
      const oldest = this.posts.entries().next().value;
      if (oldest) this.dropPost(oldest[0], oldest[1].authorId);
    }
    if (!this.authors.has(post.authorId) && this.authors.size >= postViewCacheSettings.maxEntries) {
      const oldest = this.authors.keys().next().value;
      if (oldest !== undefined) this.authors.delete(oldest);
    }
    this.posts.set(postId, { ...post, storedAt: now });
    this.authors.set(post.authorId, { json: authorJson, storedAt: now });
    let ids = this.postsByAuthor.get(post.authorId);
    if (!ids) {
      ids = new Set();
      this.postsByAuthor.set(post.authorId, ids);
    }
    ids.add(postId);
  }

  /** A NOTIFY payload of the session channel: `u:<user id>` drops that author and their posts; `o:…` concerns no post; anything else forgets all. */
  signal(payload: string): void {
    this.generation++;
    if (payload.startsWith('u:')) {
      const userId = payload.slice(2);
      this.authors.delete(userId);
      for (const postId of this.postsByAuthor.get(userId) ?? []) this.posts.delete(postId);
      this.postsByAuthor.delete(userId);
    } else if (!payload.startsWith('o:')) {
      this.clear();
    }
  }

  /** A write of this process to the session tables (which user it touched is not known here): every author is read again. */
  forgetAuthors(): void {
    this.generation++;
    this.authors.clear();
  }

  clear(): void {
    this.generation++;
    this.posts.clear();
    this.authors.clear();
    this.postsByAuthor.clear();
  }

  /** Whether invalidations can arrive; either way what is held is dropped (signals may have been missed). */
  setListening(listening: boolean): void {
    this.clear();
    this.listening = listening;
  }

  /** Posts and authors held (tests). */
  get size(): { posts: number; authors: number } {
    return { posts: this.posts.size, authors: this.authors.size };
  }

  private dropPost(postId: string, authorId: string): void {
    this.posts.delete(postId);
    const ids = this.postsByAuthor.get(authorId);
    ids?.delete(postId);
    if (ids?.size === 0) this.postsByAuthor.delete(authorId);
  }
}
