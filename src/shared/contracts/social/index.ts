/**
 * Social media automation, /admin/social-media (docs/product-rules.md R42, R43, R106-R113). Every call lives
 * under /api/admin/social-media and is admin-only:
 *
 * - GET    /posts?platform=&status=&limit=&cursor=  ZSocialPost[] newest scheduledFor first; paging headers
 *          `Link: <…>; rel="next"`, `x-next-cursor`, `x-total-count` (true total of the filtered list, first page)
 * - GET    /stats                                  ZSocialStats
 * - GET    /settings                               ZSocialSettings
 * - POST   /settings   ZSocialSettingsBody         ZSocialSettings (400 {message} says why a value is refused)
 * - POST   /generate   (no body)                   ZSocialGenerateResult
 * - POST   /start      (no body)                   ZSocialStartResult (toggles auto-posting)
 * - PATCH  /posts/{id} ZSocialPostPatchBody        ZSocialPost (409 unless scheduled or failed)
 * - DELETE /posts/{id}                             204 (409 while publishing or once posted)
 * - POST   /posts/{id}/publish (no body)           ZSocialPost after one attempt now (409 unless scheduled/failed)
 * - POST   /posts/{id}/retry   (no body)           ZSocialPost scheduled again for now (409 unless failed/missed)
 */

export * from './platforms';
export * from './posts';
export * from './post-edits';
export * from './settings';
export * from './settings-body';
