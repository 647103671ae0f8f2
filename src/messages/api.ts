/** What the API layer itself says (src/api): a response it cannot read, a call it refuses to make. */
export const apiMessages = {
  /** A response whose shape the console cannot use (SPEC §8: shown after 失敗しました： ). */
  malformedResponse: (what: string) => `サーバーの応答の形式が正しくありません（${what}）。`,
  /** A path parameter is missing: the call would name another resource, so it is not made. */
  missingParameter: (name: string) => `対象が指定されていません（${name}）。`,
  /** Put before the name of a list item the server sent in a shape the console cannot read. */
  malformedRecordMark: '【データ不備】',
  /** A malformed list item with no name or title to show. */
  malformedRecordName: (id: string) => `読み取れないデータ（ID: ${id}）`,
} as const;
