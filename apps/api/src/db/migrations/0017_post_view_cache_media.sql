-- custom (hand-written): the post view cache (docs/decisions/017-post-view-cache.md) holds a post's
-- images as JSON until its author's `u:<user id>` on the session channel. A post's image can leave it
-- only by its owner deleting the media row (posts carry their author's own media), so deleting a media
-- row sends its owner's signal, with the trigger function of migration 0016.
CREATE TRIGGER media_post_view_changed AFTER DELETE ON media
  FOR EACH ROW EXECUTE FUNCTION bagdar_session_changed('owner_id', 'u');
