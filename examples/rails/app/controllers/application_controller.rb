# app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
  # Every post, put and delete carries Rails' own token (csrf_meta_tags; the widget sends it as
  # X-CSRF-Token, its forms as authenticity_token): Rails answers 422 without it.
  protect_from_forgery with: :exception

  around_action :switch_locale

  private

  # The page's language: ?locale= when it is one of the shop's, else English.
  def switch_locale(&action)
    locale = params[:locale].presence_in(I18n.available_locales.map(&:to_s)) || I18n.default_locale
    I18n.with_locale(locale, &action)
  end
end
