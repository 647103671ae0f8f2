/** Japanese copy of the screens outside the console that load on their own, and of the chat embed: apart from `ja.ts` (the /sign_in entry). */
export const screens = {
  signInToken: {
    heading: 'ログインを完了しています',
    askEmail: 'リンクを受け取ったメールアドレスを入力してください。',
    submit: 'ログイン',
    missingToken: 'ログイン用のリンクが正しくありません。もう一度リンクを送信してください。',
    /** After a failed completion (the alert said why): where to go from here. */
    failed: 'ログインを完了できませんでした。',
    backToSignIn: 'ログイン画面へ戻る',
  },
  selectCorporation: {
    heading: '会社を選択してください',
    lead: '操作する会社を選んでください。あとからメニューの「会社選択」で切り替えられます。',
    none: '選択できる会社がありません。',
    current: '選択中',
  },
  noRegist: {
    heading: 'ご登録が確認できませんでした',
    body: 'このアカウントは、管理画面を利用できる会社に登録されていません。事業者登録がお済みでない方は、下記からお手続きください。',
    register: '事業者登録をはじめる',
    backToSignIn: '別のアカウントでログインする',
  },
  maintenance: {
    heading: 'ただいまメンテナンス中です',
    body: 'ご不便をおかけして申し訳ありません。しばらくしてから再度アクセスしてください。',
  },
  health: { heading: 'ヘルスチェック', ok: '正常に動作しています。' },
  /** The small chat embed (VITE_CHAT_EMBED_URL), opened on demand. */
  chat: {
    open: 'チャットで問い合わせる',
    close: 'チャットを閉じる',
    frameTitle: 'お問い合わせチャット',
  },
} as const;
