// Edit profile: name, country, currency and newsletter. A guest is sent to sign in (the host does
// it for a page load; a 401 on the data does it here).

import { useEffect } from "react";
import type { PageDataOf } from "../../api/contract/page-data";
import { t } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { LoadFailed } from "../../widgets/LoadFailed";
import { usePageData } from "../../widgets/use-page-data";
import { EditProfileForm } from "./EditProfileForm";

import "./profile.css";
import { signInPath } from "../../lib/return-to";

export default function EditProfileScreen() {
  const state = usePageData<PageDataOf<"profileEdit">>({ tags: ["profile"] });
  const guest = state.status === "error" && state.error.status === 401;
  useEffect(() => {
    if (guest) location.replace(signInPath(location.pathname));
  }, [guest]);
  if (state.status === "loading" || guest) return <Loading />;
  if (state.status === "error")
    return <LoadFailed status={state.error.status} retryAfter={state.error.retryAfter} />;
  return (
    <section className="rv-profile rv-profile--narrow" aria-labelledby="edit-profile-heading">
      <h1 id="edit-profile-heading">{t("Edit profile")}</h1>
      <EditProfileForm basics={state.data.basic_data} />
    </section>
  );
}
