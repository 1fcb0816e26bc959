import { hasNoNulCharacter, hasNoUnpairedSurrogate, nulCharacterMessage, TAG_NAME_MAX_LENGTH, unpairedSurrogateMessage } from '@weft/contracts';
import { BadRequestError, NotFoundError, UserFacingError } from '../errors.js';
import type { StoredTag, TagsRepository } from '../db/tags.repository.js';

export class DuplicateTagError extends UserFacingError {
  constructor(name: string) {
    super(409, 'A tag with this name already exists', `"${name}" is taken (names are compared ignoring case): choose another name`);
  }
}

/** The tag name as stored: trimmed, not empty, not longer than the limit. */
export function validTagName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new BadRequestError('Tag name cannot be empty', 'Type a name for the tag');
  if (!hasNoNulCharacter(name)) throw new BadRequestError(nulCharacterMessage('Tag name'), 'Remove it from the name');
  if (!hasNoUnpairedSurrogate(name)) throw new BadRequestError(unpairedSurrogateMessage('Tag name'), 'Remove it from the name');
  if (name.length > TAG_NAME_MAX_LENGTH) {
    throw new BadRequestError(
      `Tag name is too long: at most ${TAG_NAME_MAX_LENGTH} characters`,
      `Shorten the name by ${name.length - TAG_NAME_MAX_LENGTH} characters`,
    );
  }
  return name;
}

export class TagsService {
  constructor(private readonly tags: TagsRepository) {}

  list(withUsageCount: boolean): Promise<StoredTag[]> {
    return this.tags.list(withUsageCount);
  }

  async create(rawName: string): Promise<StoredTag> {
    const name = validTagName(rawName);
    await this.assertNameFree(name);
    return this.orDuplicate(name, () => this.tags.create(name));
  }

  async rename(id: string, rawName: string): Promise<StoredTag> {
    const name = validTagName(rawName);
    const current = await this.tags.findById(id);
    if (!current) throw notFound(id);
    if (current.name === name) return current;
    await this.assertNameFree(name, id);
    const renamed = await this.orDuplicate(name, () => this.tags.rename(id, name));
    if (!renamed) throw notFound(id);
    return renamed;
  }

  async delete(id: string): Promise<void> {
    if (!(await this.tags.delete(id))) throw notFound(id);
  }

  /** Two requests may both pass the check above; the unique index then refuses the second one. */
  private async orDuplicate<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (await this.tags.findByName(name)) throw new DuplicateTagError(name);
      throw error;
    }
  }

  private async assertNameFree(name: string, exceptId?: string): Promise<void> {
    const existing = await this.tags.findByName(name);
    if (existing && existing.id !== exceptId) throw new DuplicateTagError(name);
  }
}

function notFound(id: string): NotFoundError {
  return new NotFoundError(`There is no tag with the id "${id}"`, 'Reload the tags: it may have been deleted');
}
