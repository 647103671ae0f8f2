/** The identity service's failures in Japanese (its codes, `auth/popup-blocked`…, never reach the screen); loaded with the Firebase code only. */
export const identityMessages = {
  popupBlocked: 'ポップアップがブロックされました。ブラウザでこのサイトのポップアップを許可してから、もう一度お試しください。',
  network: 'ネットワークに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  tooManyRequests: '試行回数が多すぎます。しばらく時間をおいてから、もう一度お試しください。',
  userDisabled: 'このアカウントは利用できなくなっています。管理者にお問い合わせください。',
  otherProvider: 'このメールアドレスは別のログイン方法で登録されています。',
  linkInvalid: 'ログイン用のリンクが無効か、有効期限が切れています。もう一度リンクを送信してください。',
  emailMismatch: 'リンクを受け取ったメールアドレスと一致しません。',
  unavailable: 'ログインサービスが利用できません。時間をおいて、もう一度お試しください。',
  unknown: '認証サービスでエラーが発生しました。時間をおいて、もう一度お試しください。',
} as const;
