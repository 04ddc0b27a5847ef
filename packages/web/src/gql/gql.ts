/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ViewerFields on Viewer {\n  market\n  language\n  landingPath\n  sessionExpiresAt\n  user {\n    id\n    name\n    email\n    type\n    admin\n  }\n  restaurants {\n    id\n    site\n    name\n  }\n  selectedRestaurant {\n    id\n    site\n    name\n  }\n}\n\nquery Shell {\n  viewer {\n    ...ViewerFields\n  }\n  portal {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
    "fragment AdminVideoFields on AdminVideo {\n  id\n  url\n  active\n  startDate\n  endDate\n}\n\nquery AdminVideos($input: AdminVideoPageInput!) {\n  adminVideos(input: $input) {\n    items {\n      ...AdminVideoFields\n    }\n    total\n    page\n    size\n    pageCount\n  }\n}\n\nquery AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n}\n\nmutation SaveVideo($input: SaveVideoInput!) {\n  saveVideo(input: $input) {\n    ...AdminVideoFields\n  }\n}\n\nmutation DeleteVideo($input: DeleteVideoInput!) {\n  deleteVideo(input: $input) {\n    id\n  }\n}": typeof types.AdminVideoFieldsFragmentDoc,
    "query Home($es: Boolean!) {\n  home {\n    sliders {\n      id\n      name\n      imageUrl\n      link\n      priority\n    }\n    video {\n      id\n      kind\n      embedId\n      url\n    }\n    diagnosticAlerts @include(if: $es) {\n      allDone\n      competence\n      comparation\n      clusters\n      dafo\n    }\n    localActions @include(if: $es) {\n      id\n      name\n      startDate\n      endDate\n    }\n    newestResources {\n      ...ResourceCardFields\n    }\n  }\n}": typeof types.HomeDocument,
    "mutation RequestCustomResource($input: CustomResourceInput!) {\n  requestCustomResource(input: $input) {\n    sent\n  }\n}": typeof types.RequestCustomResourceDocument,
    "query LibraryArea($type: SectionType!, $category: String, $resource: String, $detail: Boolean!) {\n  libraryArea(type: $type, category: $category, resource: $resource) {\n    type\n    path\n    sections {\n      ...SectionNavFields\n    }\n    category {\n      id\n      name\n      slug\n      href\n      path\n    }\n    resources @skip(if: $detail) {\n      ...ResourceCardFields\n    }\n    resource @include(if: $detail) {\n      ...ResourceDetailFields\n    }\n  }\n}": typeof types.LibraryAreaDocument,
    "mutation SendOpeningForm($input: OpeningFormInput!) {\n  sendOpeningForm(input: $input) {\n    sent\n  }\n}": typeof types.SendOpeningFormDocument,
    "fragment ResourceCardFields on Resource {\n  id\n  name\n  slug\n  href\n  thumbnailUrl\n  isNew\n  type {\n    id\n    name\n  }\n  file {\n    url\n    name\n  }\n  actions {\n    download\n    adapt\n    produce\n    special\n    comingSoon\n  }\n}": typeof types.ResourceCardFieldsFragmentDoc,
    "fragment ResourceDetailFields on Resource {\n  ...ResourceCardFields\n  description\n  reference\n  language\n  shortLink\n  file {\n    url\n    name\n    size\n    mimeType\n    previewUrl\n  }\n  actions {\n    adaptInDetail\n  }\n  category {\n    id\n    name\n    href\n  }\n}": typeof types.ResourceDetailFieldsFragmentDoc,
    "query SearchResources($text: String!) {\n  search(text: $text) {\n    text\n    resources {\n      ...ResourceCardFields\n    }\n  }\n}": typeof types.SearchResourcesDocument,
    "fragment SectionLinkFields on Section {\n  id\n  name\n  slug\n  href\n  level\n}\n\nfragment SectionNavFields on Section {\n  ...SectionLinkFields\n  children {\n    ...SectionLinkFields\n    children {\n      ...SectionLinkFields\n    }\n  }\n}": typeof types.SectionLinkFieldsFragmentDoc,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    changed\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation AcceptLegalTerms {\n  acceptLegalTerms {\n    ...LoginResultFields\n  }\n}\n\nmutation RejectLegalTerms {\n  rejectLegalTerms {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}": typeof types.AcceptLegalTermsDocument,
    "fragment LoginResultFields on LoginResult {\n  __typename\n  ... on LoginSuccess {\n    viewer {\n      ...ViewerFields\n    }\n  }\n  ... on LegalTermsRequired {\n    userName\n  }\n  ... on LoginFailure {\n    reason\n    messageKey\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...LoginResultFields\n  }\n}": typeof types.LoginResultFieldsFragmentDoc,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation RequestPasswordReminder($input: PasswordReminderInput!) {\n  requestPasswordReminder(input: $input) {\n    sent\n  }\n}": typeof types.RequestPasswordReminderDocument,
    "mutation SelectRestaurant($input: SelectRestaurantInput!) {\n  selectRestaurant(input: $input) {\n    ...ViewerFields\n  }\n}": typeof types.SelectRestaurantDocument,
    "mutation SetLanguage($input: SetLanguageInput!) {\n  setLanguage(input: $input) {\n    ...ViewerFields\n  }\n}": typeof types.SetLanguageDocument,
};
const documents: Documents = {
    "fragment ViewerFields on Viewer {\n  market\n  language\n  landingPath\n  sessionExpiresAt\n  user {\n    id\n    name\n    email\n    type\n    admin\n  }\n  restaurants {\n    id\n    site\n    name\n  }\n  selectedRestaurant {\n    id\n    site\n    name\n  }\n}\n\nquery Shell {\n  viewer {\n    ...ViewerFields\n  }\n  portal {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}": types.ViewerFieldsFragmentDoc,
    "fragment AdminVideoFields on AdminVideo {\n  id\n  url\n  active\n  startDate\n  endDate\n}\n\nquery AdminVideos($input: AdminVideoPageInput!) {\n  adminVideos(input: $input) {\n    items {\n      ...AdminVideoFields\n    }\n    total\n    page\n    size\n    pageCount\n  }\n}\n\nquery AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n}\n\nmutation SaveVideo($input: SaveVideoInput!) {\n  saveVideo(input: $input) {\n    ...AdminVideoFields\n  }\n}\n\nmutation DeleteVideo($input: DeleteVideoInput!) {\n  deleteVideo(input: $input) {\n    id\n  }\n}": types.AdminVideoFieldsFragmentDoc,
    "query Home($es: Boolean!) {\n  home {\n    sliders {\n      id\n      name\n      imageUrl\n      link\n      priority\n    }\n    video {\n      id\n      kind\n      embedId\n      url\n    }\n    diagnosticAlerts @include(if: $es) {\n      allDone\n      competence\n      comparation\n      clusters\n      dafo\n    }\n    localActions @include(if: $es) {\n      id\n      name\n      startDate\n      endDate\n    }\n    newestResources {\n      ...ResourceCardFields\n    }\n  }\n}": types.HomeDocument,
    "mutation RequestCustomResource($input: CustomResourceInput!) {\n  requestCustomResource(input: $input) {\n    sent\n  }\n}": types.RequestCustomResourceDocument,
    "query LibraryArea($type: SectionType!, $category: String, $resource: String, $detail: Boolean!) {\n  libraryArea(type: $type, category: $category, resource: $resource) {\n    type\n    path\n    sections {\n      ...SectionNavFields\n    }\n    category {\n      id\n      name\n      slug\n      href\n      path\n    }\n    resources @skip(if: $detail) {\n      ...ResourceCardFields\n    }\n    resource @include(if: $detail) {\n      ...ResourceDetailFields\n    }\n  }\n}": types.LibraryAreaDocument,
    "mutation SendOpeningForm($input: OpeningFormInput!) {\n  sendOpeningForm(input: $input) {\n    sent\n  }\n}": types.SendOpeningFormDocument,
    "fragment ResourceCardFields on Resource {\n  id\n  name\n  slug\n  href\n  thumbnailUrl\n  isNew\n  type {\n    id\n    name\n  }\n  file {\n    url\n    name\n  }\n  actions {\n    download\n    adapt\n    produce\n    special\n    comingSoon\n  }\n}": types.ResourceCardFieldsFragmentDoc,
    "fragment ResourceDetailFields on Resource {\n  ...ResourceCardFields\n  description\n  reference\n  language\n  shortLink\n  file {\n    url\n    name\n    size\n    mimeType\n    previewUrl\n  }\n  actions {\n    adaptInDetail\n  }\n  category {\n    id\n    name\n    href\n  }\n}": types.ResourceDetailFieldsFragmentDoc,
    "query SearchResources($text: String!) {\n  search(text: $text) {\n    text\n    resources {\n      ...ResourceCardFields\n    }\n  }\n}": types.SearchResourcesDocument,
    "fragment SectionLinkFields on Section {\n  id\n  name\n  slug\n  href\n  level\n}\n\nfragment SectionNavFields on Section {\n  ...SectionLinkFields\n  children {\n    ...SectionLinkFields\n    children {\n      ...SectionLinkFields\n    }\n  }\n}": types.SectionLinkFieldsFragmentDoc,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    changed\n  }\n}": types.ChangePasswordDocument,
    "mutation AcceptLegalTerms {\n  acceptLegalTerms {\n    ...LoginResultFields\n  }\n}\n\nmutation RejectLegalTerms {\n  rejectLegalTerms {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}": types.AcceptLegalTermsDocument,
    "fragment LoginResultFields on LoginResult {\n  __typename\n  ... on LoginSuccess {\n    viewer {\n      ...ViewerFields\n    }\n  }\n  ... on LegalTermsRequired {\n    userName\n  }\n  ... on LoginFailure {\n    reason\n    messageKey\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...LoginResultFields\n  }\n}": types.LoginResultFieldsFragmentDoc,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation RequestPasswordReminder($input: PasswordReminderInput!) {\n  requestPasswordReminder(input: $input) {\n    sent\n  }\n}": types.RequestPasswordReminderDocument,
    "mutation SelectRestaurant($input: SelectRestaurantInput!) {\n  selectRestaurant(input: $input) {\n    ...ViewerFields\n  }\n}": types.SelectRestaurantDocument,
    "mutation SetLanguage($input: SetLanguageInput!) {\n  setLanguage(input: $input) {\n    ...ViewerFields\n  }\n}": types.SetLanguageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer {\n  market\n  language\n  landingPath\n  sessionExpiresAt\n  user {\n    id\n    name\n    email\n    type\n    admin\n  }\n  restaurants {\n    id\n    site\n    name\n  }\n  selectedRestaurant {\n    id\n    site\n    name\n  }\n}\n\nquery Shell {\n  viewer {\n    ...ViewerFields\n  }\n  portal {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}"): (typeof documents)["fragment ViewerFields on Viewer {\n  market\n  language\n  landingPath\n  sessionExpiresAt\n  user {\n    id\n    name\n    email\n    type\n    admin\n  }\n  restaurants {\n    id\n    site\n    name\n  }\n  selectedRestaurant {\n    id\n    site\n    name\n  }\n}\n\nquery Shell {\n  viewer {\n    ...ViewerFields\n  }\n  portal {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminVideoFields on AdminVideo {\n  id\n  url\n  active\n  startDate\n  endDate\n}\n\nquery AdminVideos($input: AdminVideoPageInput!) {\n  adminVideos(input: $input) {\n    items {\n      ...AdminVideoFields\n    }\n    total\n    page\n    size\n    pageCount\n  }\n}\n\nquery AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n}\n\nmutation SaveVideo($input: SaveVideoInput!) {\n  saveVideo(input: $input) {\n    ...AdminVideoFields\n  }\n}\n\nmutation DeleteVideo($input: DeleteVideoInput!) {\n  deleteVideo(input: $input) {\n    id\n  }\n}"): (typeof documents)["fragment AdminVideoFields on AdminVideo {\n  id\n  url\n  active\n  startDate\n  endDate\n}\n\nquery AdminVideos($input: AdminVideoPageInput!) {\n  adminVideos(input: $input) {\n    items {\n      ...AdminVideoFields\n    }\n    total\n    page\n    size\n    pageCount\n  }\n}\n\nquery AdminVideo($id: ID!) {\n  adminVideo(id: $id) {\n    ...AdminVideoFields\n  }\n}\n\nmutation SaveVideo($input: SaveVideoInput!) {\n  saveVideo(input: $input) {\n    ...AdminVideoFields\n  }\n}\n\nmutation DeleteVideo($input: DeleteVideoInput!) {\n  deleteVideo(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Home($es: Boolean!) {\n  home {\n    sliders {\n      id\n      name\n      imageUrl\n      link\n      priority\n    }\n    video {\n      id\n      kind\n      embedId\n      url\n    }\n    diagnosticAlerts @include(if: $es) {\n      allDone\n      competence\n      comparation\n      clusters\n      dafo\n    }\n    localActions @include(if: $es) {\n      id\n      name\n      startDate\n      endDate\n    }\n    newestResources {\n      ...ResourceCardFields\n    }\n  }\n}"): (typeof documents)["query Home($es: Boolean!) {\n  home {\n    sliders {\n      id\n      name\n      imageUrl\n      link\n      priority\n    }\n    video {\n      id\n      kind\n      embedId\n      url\n    }\n    diagnosticAlerts @include(if: $es) {\n      allDone\n      competence\n      comparation\n      clusters\n      dafo\n    }\n    localActions @include(if: $es) {\n      id\n      name\n      startDate\n      endDate\n    }\n    newestResources {\n      ...ResourceCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestCustomResource($input: CustomResourceInput!) {\n  requestCustomResource(input: $input) {\n    sent\n  }\n}"): (typeof documents)["mutation RequestCustomResource($input: CustomResourceInput!) {\n  requestCustomResource(input: $input) {\n    sent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LibraryArea($type: SectionType!, $category: String, $resource: String, $detail: Boolean!) {\n  libraryArea(type: $type, category: $category, resource: $resource) {\n    type\n    path\n    sections {\n      ...SectionNavFields\n    }\n    category {\n      id\n      name\n      slug\n      href\n      path\n    }\n    resources @skip(if: $detail) {\n      ...ResourceCardFields\n    }\n    resource @include(if: $detail) {\n      ...ResourceDetailFields\n    }\n  }\n}"): (typeof documents)["query LibraryArea($type: SectionType!, $category: String, $resource: String, $detail: Boolean!) {\n  libraryArea(type: $type, category: $category, resource: $resource) {\n    type\n    path\n    sections {\n      ...SectionNavFields\n    }\n    category {\n      id\n      name\n      slug\n      href\n      path\n    }\n    resources @skip(if: $detail) {\n      ...ResourceCardFields\n    }\n    resource @include(if: $detail) {\n      ...ResourceDetailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendOpeningForm($input: OpeningFormInput!) {\n  sendOpeningForm(input: $input) {\n    sent\n  }\n}"): (typeof documents)["mutation SendOpeningForm($input: OpeningFormInput!) {\n  sendOpeningForm(input: $input) {\n    sent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResourceCardFields on Resource {\n  id\n  name\n  slug\n  href\n  thumbnailUrl\n  isNew\n  type {\n    id\n    name\n  }\n  file {\n    url\n    name\n  }\n  actions {\n    download\n    adapt\n    produce\n    special\n    comingSoon\n  }\n}"): (typeof documents)["fragment ResourceCardFields on Resource {\n  id\n  name\n  slug\n  href\n  thumbnailUrl\n  isNew\n  type {\n    id\n    name\n  }\n  file {\n    url\n    name\n  }\n  actions {\n    download\n    adapt\n    produce\n    special\n    comingSoon\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResourceDetailFields on Resource {\n  ...ResourceCardFields\n  description\n  reference\n  language\n  shortLink\n  file {\n    url\n    name\n    size\n    mimeType\n    previewUrl\n  }\n  actions {\n    adaptInDetail\n  }\n  category {\n    id\n    name\n    href\n  }\n}"): (typeof documents)["fragment ResourceDetailFields on Resource {\n  ...ResourceCardFields\n  description\n  reference\n  language\n  shortLink\n  file {\n    url\n    name\n    size\n    mimeType\n    previewUrl\n  }\n  actions {\n    adaptInDetail\n  }\n  category {\n    id\n    name\n    href\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchResources($text: String!) {\n  search(text: $text) {\n    text\n    resources {\n      ...ResourceCardFields\n    }\n  }\n}"): (typeof documents)["query SearchResources($text: String!) {\n  search(text: $text) {\n    text\n    resources {\n      ...ResourceCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SectionLinkFields on Section {\n  id\n  name\n  slug\n  href\n  level\n}\n\nfragment SectionNavFields on Section {\n  ...SectionLinkFields\n  children {\n    ...SectionLinkFields\n    children {\n      ...SectionLinkFields\n    }\n  }\n}"): (typeof documents)["fragment SectionLinkFields on Section {\n  id\n  name\n  slug\n  href\n  level\n}\n\nfragment SectionNavFields on Section {\n  ...SectionLinkFields\n  children {\n    ...SectionLinkFields\n    children {\n      ...SectionLinkFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    changed\n  }\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    changed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptLegalTerms {\n  acceptLegalTerms {\n    ...LoginResultFields\n  }\n}\n\nmutation RejectLegalTerms {\n  rejectLegalTerms {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}"): (typeof documents)["mutation AcceptLegalTerms {\n  acceptLegalTerms {\n    ...LoginResultFields\n  }\n}\n\nmutation RejectLegalTerms {\n  rejectLegalTerms {\n    market\n    defaultLanguage\n    externalSignInUrl\n    pendingLogin {\n      userName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LoginResultFields on LoginResult {\n  __typename\n  ... on LoginSuccess {\n    viewer {\n      ...ViewerFields\n    }\n  }\n  ... on LegalTermsRequired {\n    userName\n  }\n  ... on LoginFailure {\n    reason\n    messageKey\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...LoginResultFields\n  }\n}"): (typeof documents)["fragment LoginResultFields on LoginResult {\n  __typename\n  ... on LoginSuccess {\n    viewer {\n      ...ViewerFields\n    }\n  }\n  ... on LegalTermsRequired {\n    userName\n  }\n  ... on LoginFailure {\n    reason\n    messageKey\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...LoginResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReminder($input: PasswordReminderInput!) {\n  requestPasswordReminder(input: $input) {\n    sent\n  }\n}"): (typeof documents)["mutation RequestPasswordReminder($input: PasswordReminderInput!) {\n  requestPasswordReminder(input: $input) {\n    sent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SelectRestaurant($input: SelectRestaurantInput!) {\n  selectRestaurant(input: $input) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["mutation SelectRestaurant($input: SelectRestaurantInput!) {\n  selectRestaurant(input: $input) {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetLanguage($input: SetLanguageInput!) {\n  setLanguage(input: $input) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["mutation SetLanguage($input: SetLanguageInput!) {\n  setLanguage(input: $input) {\n    ...ViewerFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;